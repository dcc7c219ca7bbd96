import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { containerLayout } from '../../components/Container';
import { Eyebrow } from '../../components/PageSection';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const Page = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Card = styled.div`
  display: grid;
  max-width: 960px;
  margin: 0 auto;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 5fr 6fr;
  }
`;

const Aside = styled.div`
  display: none;
  position: relative;
  padding: ${({ theme }) => theme.space.xxl};
  background:
    radial-gradient(circle at 20% 20%, rgba(200, 161, 101, 0.35), transparent 55%),
    radial-gradient(circle at 85% 80%, rgba(181, 101, 58, 0.45), transparent 60%), ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onDark};

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.md};
    min-height: 520px;
  }
`;

const AsideTitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
`;

const AsideText = styled.p`
  color: rgba(245, 237, 227, 0.78);
`;

const Arch = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xxl};
  left: 50%;
  width: 150px;
  height: 210px;
  transform: translateX(-50%);
  border: 2px solid ${({ theme }) => theme.colors.brass};
  border-radius: 75px 75px 8px 8px;
  opacity: 0.7;

  &::after {
    content: '';
    position: absolute;
    inset: 14px;
    border: 1px solid rgba(200, 161, 101, 0.6);
    border-radius: 62px 62px 4px 4px;
  }
`;

const FormPanel = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl}`};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.md} {
    font-size: 2.25rem;
  }
`;

const Intro = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  intro: string;
  asideTitle: string;
  asideText: string;
  children: ReactNode;
}

/** The two-panel card shared by sign-in and registration. */
export function AuthLayout({ eyebrow, title, intro, asideTitle, asideText, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <Page>
      <Card>
        <Aside aria-hidden="true">
          <Arch />
          <AsideTitle>{asideTitle}</AsideTitle>
          <AsideText>{asideText}</AsideText>
        </Aside>
        <FormPanel>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title>{title}</Title>
          <Intro>{intro}</Intro>
          {children}
        </FormPanel>
      </Card>
    </Page>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  transition: border-color ${({ theme }) => theme.transition};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.accentSoft};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export const SwitchLine = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled input of the sign-in and registration forms. */
export function TextField({ id, label, value, onValue, ...inputProps }: TextFieldProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...inputProps} />
    </Field>
  );
}

/** A line under a form: what happened (info) or what went wrong (danger). */
export const Note = styled.p<{ $tone: 'info' | 'danger' }>`
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.inkSoft)};
`;

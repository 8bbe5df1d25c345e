export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Min_Age16Inputs = {
    minAge: NonNullable<unknown>;
};
/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletter_min_age16: ((inputs: Newsletter_Min_Age16Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Min_Age16Inputs, {
    locale?: "de-CH";
}, {}>;

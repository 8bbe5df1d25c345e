export { accountredirecting1 as "accountRedirecting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountredirecting1Inputs = {};
/**

* @param {Accountredirecting1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountredirecting1: ((inputs?: Accountredirecting1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountredirecting1Inputs, {
    locale?: "nl";
}, {}>;

export { searchpagetitle2 as "searchPageTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchpagetitle2Inputs = {
    brand: NonNullable<unknown>;
};
/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const searchpagetitle2: ((inputs: Searchpagetitle2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchpagetitle2Inputs, {
    locale?: "sk";
}, {}>;

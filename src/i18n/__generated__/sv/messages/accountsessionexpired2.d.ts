export { accountsessionexpired2 as "accountSessionExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountsessionexpired2Inputs = {};
/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountsessionexpired2: ((inputs?: Accountsessionexpired2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountsessionexpired2Inputs, {
    locale?: "sv";
}, {}>;

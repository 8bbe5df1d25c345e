export { accountauthrequestnewemail4 as "accountAuthRequestNewEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthrequestnewemail4Inputs = {};
/**

* @param {Accountauthrequestnewemail4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthrequestnewemail4: ((inputs?: Accountauthrequestnewemail4Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthrequestnewemail4Inputs, {
    locale?: "sk";
}, {}>;

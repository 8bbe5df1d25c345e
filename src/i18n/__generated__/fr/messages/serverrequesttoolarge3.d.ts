export { serverrequesttoolarge3 as "serverRequestTooLarge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverrequesttoolarge3Inputs = {};
/**

* @param {Serverrequesttoolarge3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const serverrequesttoolarge3: ((inputs?: Serverrequesttoolarge3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverrequesttoolarge3Inputs, {
    locale?: "fr";
}, {}>;

export { contactchoose1 as "contactChoose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactchoose1Inputs = {};
/**

* @param {Contactchoose1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactchoose1: ((inputs?: Contactchoose1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactchoose1Inputs, {
    locale?: "de-CH";
}, {}>;

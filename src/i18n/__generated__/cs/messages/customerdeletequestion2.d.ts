export { customerdeletequestion2 as "customerDeleteQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdeletequestion2Inputs = {};
/**

* @param {Customerdeletequestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerdeletequestion2: ((inputs?: Customerdeletequestion2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdeletequestion2Inputs, {
    locale?: "cs";
}, {}>;

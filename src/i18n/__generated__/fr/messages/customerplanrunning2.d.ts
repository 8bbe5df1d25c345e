export { customerplanrunning2 as "customerPlanRunning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerplanrunning2Inputs = {};
/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerplanrunning2: ((inputs?: Customerplanrunning2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerplanrunning2Inputs, {
    locale?: "fr";
}, {}>;

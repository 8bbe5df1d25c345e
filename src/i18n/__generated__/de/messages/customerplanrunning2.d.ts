export { customerplanrunning2 as "customerPlanRunning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerplanrunning2Inputs = {};
/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerplanrunning2: ((inputs?: Customerplanrunning2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerplanrunning2Inputs, {
    locale?: "de";
}, {}>;

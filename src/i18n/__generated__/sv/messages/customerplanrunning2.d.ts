export { customerplanrunning2 as "customerPlanRunning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerplanrunning2Inputs = {};
/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerplanrunning2: ((inputs?: Customerplanrunning2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerplanrunning2Inputs, {
    locale?: "sv";
}, {}>;

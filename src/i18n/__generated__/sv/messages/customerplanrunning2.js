/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerplanrunning2Inputs */

const sv_customerplanrunning2 = /** @type {(inputs: Customerplanrunning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obetald – pågående delbetalning`)
};

/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerplanrunning2 = sv_customerplanrunning2;
export { customerplanrunning2 as "customerPlanRunning" }
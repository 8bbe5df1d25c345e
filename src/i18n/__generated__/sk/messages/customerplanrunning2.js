/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerplanrunning2Inputs */

const sk_customerplanrunning2 = /** @type {(inputs: Customerplanrunning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zatiaľ nezaplatené – prebieha splácanie`)
};

/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerplanrunning2 = sk_customerplanrunning2;
export { customerplanrunning2 as "customerPlanRunning" }
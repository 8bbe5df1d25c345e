/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerretry1Inputs */

const nl_customerretry1 = /** @type {(inputs: Customerretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opnieuw proberen`)
};

/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerretry1 = nl_customerretry1;
export { customerretry1 as "customerRetry" }
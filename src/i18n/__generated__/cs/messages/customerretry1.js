/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerretry1Inputs */

const cs_customerretry1 = /** @type {(inputs: Customerretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zkusit znovu`)
};

/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerretry1 = cs_customerretry1;
export { customerretry1 as "customerRetry" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerretry1Inputs */

const sk_customerretry1 = /** @type {(inputs: Customerretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skúsiť znova`)
};

/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerretry1 = sk_customerretry1;
export { customerretry1 as "customerRetry" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerretry1Inputs */

const sv_customerretry1 = /** @type {(inputs: Customerretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Försök igen`)
};

/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerretry1 = sv_customerretry1;
export { customerretry1 as "customerRetry" }
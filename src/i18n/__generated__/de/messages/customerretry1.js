/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerretry1Inputs */

const de_customerretry1 = /** @type {(inputs: Customerretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerretry1 = de_customerretry1;
export { customerretry1 as "customerRetry" }
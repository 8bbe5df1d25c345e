/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Thankstotal1Inputs */

const sk_thankstotal1 = /** @type {(inputs: Thankstotal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Celková suma: ${i?.total}.`)
};

/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankstotal1 = sk_thankstotal1;
export { thankstotal1 as "thanksTotal" }
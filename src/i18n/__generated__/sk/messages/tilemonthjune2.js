/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjune2Inputs */

const sk_tilemonthjune2 = /** @type {(inputs: Tilemonthjune2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`júna`)
};

/**

* @param {Tilemonthjune2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthjune2 = sk_tilemonthjune2;
export { tilemonthjune2 as "tileMonthJune" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Tilerecomorefrom3Inputs */

const sk_tilerecomorefrom3 = /** @type {(inputs: Tilerecomorefrom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Viac z kategórie ${i?.category}`)
};

/**

* @param {Tilerecomorefrom3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilerecomorefrom3 = sk_tilerecomorefrom3;
export { tilerecomorefrom3 as "tileRecoMoreFrom" }
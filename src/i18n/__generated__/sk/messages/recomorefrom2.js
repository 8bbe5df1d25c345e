/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Recomorefrom2Inputs */

const sk_recomorefrom2 = /** @type {(inputs: Recomorefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Viac z kategórie ${i?.category}`)
};

/**

* @param {Recomorefrom2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const recomorefrom2 = sk_recomorefrom2;
export { recomorefrom2 as "recoMoreFrom" }
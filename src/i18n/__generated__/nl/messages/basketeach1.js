/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketeach1Inputs */

const nl_basketeach1 = /** @type {(inputs: Basketeach1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per stuk`)
};

/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketeach1 = nl_basketeach1;
export { basketeach1 as "basketEach" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintwarning2Inputs */

const nl_baskethintwarning2 = /** @type {(inputs: Baskethintwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belangrijk`)
};

/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const baskethintwarning2 = nl_baskethintwarning2;
export { baskethintwarning2 as "basketHintWarning" }
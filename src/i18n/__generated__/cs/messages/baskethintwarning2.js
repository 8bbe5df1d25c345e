/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintwarning2Inputs */

const cs_baskethintwarning2 = /** @type {(inputs: Baskethintwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozor`)
};

/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const baskethintwarning2 = cs_baskethintwarning2;
export { baskethintwarning2 as "basketHintWarning" }
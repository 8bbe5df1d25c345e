/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketundo1Inputs */

const sk_basketundo1 = /** @type {(inputs: Basketundo1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátiť späť`)
};

/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketundo1 = sk_basketundo1;
export { basketundo1 as "basketUndo" }
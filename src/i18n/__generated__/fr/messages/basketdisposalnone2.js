/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnone2Inputs */

const fr_basketdisposalnone2 = /** @type {(inputs: Basketdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de reprise`)
};

/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdisposalnone2 = fr_basketdisposalnone2;
export { basketdisposalnone2 as "basketDisposalNone" }
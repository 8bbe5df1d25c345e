/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnone2Inputs */

const cs_basketdisposalnone2 = /** @type {(inputs: Basketdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez likvidace`)
};

/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposalnone2 = cs_basketdisposalnone2;
export { basketdisposalnone2 as "basketDisposalNone" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnone2Inputs */

const nl_basketdisposalnone2 = /** @type {(inputs: Basketdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen afvoer`)
};

/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposalnone2 = nl_basketdisposalnone2;
export { basketdisposalnone2 as "basketDisposalNone" }
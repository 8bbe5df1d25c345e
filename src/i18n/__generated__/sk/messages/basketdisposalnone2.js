/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnone2Inputs */

const sk_basketdisposalnone2 = /** @type {(inputs: Basketdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez likvidácie`)
};

/**

* @param {Basketdisposalnone2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposalnone2 = sk_basketdisposalnone2;
export { basketdisposalnone2 as "basketDisposalNone" }
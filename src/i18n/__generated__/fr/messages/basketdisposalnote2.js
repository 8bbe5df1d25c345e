/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnote2Inputs */

const fr_basketdisposalnote2 = /** @type {(inputs: Basketdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infos sur la reprise`)
};

/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdisposalnote2 = fr_basketdisposalnote2;
export { basketdisposalnote2 as "basketDisposalNote" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnote2Inputs */

const de_basketdisposalnote2 = /** @type {(inputs: Basketdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis zur Entsorgung`)
};

/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketdisposalnote2 = de_basketdisposalnote2;
export { basketdisposalnote2 as "basketDisposalNote" }
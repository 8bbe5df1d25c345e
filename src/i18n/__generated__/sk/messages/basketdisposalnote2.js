/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnote2Inputs */

const sk_basketdisposalnote2 = /** @type {(inputs: Basketdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informácie k likvidácii`)
};

/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposalnote2 = sk_basketdisposalnote2;
export { basketdisposalnote2 as "basketDisposalNote" }
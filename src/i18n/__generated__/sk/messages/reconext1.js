/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reconext1Inputs */

const sk_reconext1 = /** @type {(inputs: Reconext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďalšie produkty`)
};

/**

* @param {Reconext1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reconext1 = sk_reconext1;
export { reconext1 as "recoNext" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reconext1Inputs */

const cs_reconext1 = /** @type {(inputs: Reconext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další produkty`)
};

/**

* @param {Reconext1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reconext1 = cs_reconext1;
export { reconext1 as "recoNext" }
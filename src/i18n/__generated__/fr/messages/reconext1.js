/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reconext1Inputs */

const fr_reconext1 = /** @type {(inputs: Reconext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles suivants`)
};

/**

* @param {Reconext1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reconext1 = fr_reconext1;
export { reconext1 as "recoNext" }
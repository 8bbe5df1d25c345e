/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reconext1Inputs */

const sv_reconext1 = /** @type {(inputs: Reconext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nästa artiklar`)
};

/**

* @param {Reconext1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reconext1 = sv_reconext1;
export { reconext1 as "recoNext" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpagenotfound3Inputs */

const fr_serverpagenotfound3 = /** @type {(inputs: Serverpagenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const serverpagenotfound3 = fr_serverpagenotfound3;
export { serverpagenotfound3 as "serverPageNotFound" }
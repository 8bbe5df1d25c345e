/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpagenotfound3Inputs */

const de_serverpagenotfound3 = /** @type {(inputs: Serverpagenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const serverpagenotfound3 = de_serverpagenotfound3;
export { serverpagenotfound3 as "serverPageNotFound" }
/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnextpage2Inputs */

const de_reviewnextpage2 = /** @type {(inputs: Reviewnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Seite`)
};

/**

* @param {Reviewnextpage2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewnextpage2 = de_reviewnextpage2;
export { reviewnextpage2 as "reviewNextPage" }
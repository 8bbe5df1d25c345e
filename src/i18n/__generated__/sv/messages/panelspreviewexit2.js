/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewexit2Inputs */

const sv_panelspreviewexit2 = /** @type {(inputs: Panelspreviewexit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avsluta förhandsvisning`)
};

/**

* @param {Panelspreviewexit2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelspreviewexit2 = sv_panelspreviewexit2;
export { panelspreviewexit2 as "panelsPreviewExit" }
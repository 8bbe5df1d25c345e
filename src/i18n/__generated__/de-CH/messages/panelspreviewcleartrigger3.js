/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewcleartrigger3Inputs */

const de_ch2_panelspreviewcleartrigger3 = /** @type {(inputs: Panelspreviewcleartrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trigger entfernen`)
};

/**

* @param {Panelspreviewcleartrigger3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelspreviewcleartrigger3 = de_ch2_panelspreviewcleartrigger3;
export { panelspreviewcleartrigger3 as "panelsPreviewClearTrigger" }
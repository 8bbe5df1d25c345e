/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewcleartrigger3Inputs */

const sv_panelspreviewcleartrigger3 = /** @type {(inputs: Panelspreviewcleartrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta bort trigger`)
};

/**

* @param {Panelspreviewcleartrigger3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelspreviewcleartrigger3 = sv_panelspreviewcleartrigger3;
export { panelspreviewcleartrigger3 as "panelsPreviewClearTrigger" }
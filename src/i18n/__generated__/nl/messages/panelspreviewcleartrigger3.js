/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewcleartrigger3Inputs */

const nl_panelspreviewcleartrigger3 = /** @type {(inputs: Panelspreviewcleartrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trigger verwijderen`)
};

/**

* @param {Panelspreviewcleartrigger3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelspreviewcleartrigger3 = nl_panelspreviewcleartrigger3;
export { panelspreviewcleartrigger3 as "panelsPreviewClearTrigger" }
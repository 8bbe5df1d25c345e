/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewcleartrigger3Inputs */

const cs_panelspreviewcleartrigger3 = /** @type {(inputs: Panelspreviewcleartrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odebrat spouštěč`)
};

/**

* @param {Panelspreviewcleartrigger3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewcleartrigger3 = cs_panelspreviewcleartrigger3;
export { panelspreviewcleartrigger3 as "panelsPreviewClearTrigger" }
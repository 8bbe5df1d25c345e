/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewcleartrigger3Inputs */

const sk_panelspreviewcleartrigger3 = /** @type {(inputs: Panelspreviewcleartrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odstrániť spúšťač`)
};

/**

* @param {Panelspreviewcleartrigger3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewcleartrigger3 = sk_panelspreviewcleartrigger3;
export { panelspreviewcleartrigger3 as "panelsPreviewClearTrigger" }
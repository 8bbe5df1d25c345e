/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnrefunded2Inputs */

const fr_trackingreturnrefunded2 = /** @type {(inputs: Trackingreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingreturnrefunded2 = fr_trackingreturnrefunded2;
export { trackingreturnrefunded2 as "trackingReturnRefunded" }
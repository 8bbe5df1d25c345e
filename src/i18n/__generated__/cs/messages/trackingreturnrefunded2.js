/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnrefunded2Inputs */

const cs_trackingreturnrefunded2 = /** @type {(inputs: Trackingreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peníze vráceny`)
};

/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturnrefunded2 = cs_trackingreturnrefunded2;
export { trackingreturnrefunded2 as "trackingReturnRefunded" }
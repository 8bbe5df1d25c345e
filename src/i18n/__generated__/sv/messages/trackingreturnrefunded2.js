/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnrefunded2Inputs */

const sv_trackingreturnrefunded2 = /** @type {(inputs: Trackingreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Återbetald`)
};

/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturnrefunded2 = sv_trackingreturnrefunded2;
export { trackingreturnrefunded2 as "trackingReturnRefunded" }
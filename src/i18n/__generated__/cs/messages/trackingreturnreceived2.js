/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnreceived2Inputs */

const cs_trackingreturnreceived2 = /** @type {(inputs: Trackingreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přijato do skladu`)
};

/**

* @param {Trackingreturnreceived2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturnreceived2 = cs_trackingreturnreceived2;
export { trackingreturnreceived2 as "trackingReturnReceived" }
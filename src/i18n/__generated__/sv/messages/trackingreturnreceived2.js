/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnreceived2Inputs */

const sv_trackingreturnreceived2 = /** @type {(inputs: Trackingreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mottagen på lagret`)
};

/**

* @param {Trackingreturnreceived2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturnreceived2 = sv_trackingreturnreceived2;
export { trackingreturnreceived2 as "trackingReturnReceived" }
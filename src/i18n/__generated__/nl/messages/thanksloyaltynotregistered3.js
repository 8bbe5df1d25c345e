/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltynotregistered3Inputs */

const nl_thanksloyaltynotregistered3 = /** @type {(inputs: Thanksloyaltynotregistered3Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("nl", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Met deze bestelling had je ${i?.points} ${i?.programmeName}-punt kunnen sparen. Meld je aan bij ${i?.programmeName} en spaar vanaf je volgende bestelling punten.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Met deze bestelling had je ${i?.points} ${i?.programmeName}-punten kunnen sparen. Meld je aan bij ${i?.programmeName} en spaar vanaf je volgende bestelling punten.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyNotRegistered");
};

/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksloyaltynotregistered3 = nl_thanksloyaltynotregistered3;
export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" }